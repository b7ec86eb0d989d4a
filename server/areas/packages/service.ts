/**
 * Resource packages: the catalogue, what an account has now (the storage meter against its quota, this
 * month's traffic against its allowance, the packages running) and the orders (orders.ts).
 */
import type { Selectable } from 'kysely';
import type { PackageGrant, PackageOverview, ResourcePackage } from '@shared/packages/types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MaterialUsageService } from '@server/areas/materials/usage.ts';
import type { TrafficService } from '@server/areas/traffic/service.ts';
import { activeGrantBytes } from './grants.ts';
import { createPackageOrderService } from './orders.ts';
import type { ResourcePackagesTable } from './schema.ts';

function toPackage(row: Selectable<ResourcePackagesTable>): ResourcePackage {
  return { id: row.id, code: row.code, kind: row.kind, name: row.name, bytes: Number(row.bytes), days: row.days, price: row.price };
}

export function createPackageService(ctx: ServiceContext, deps: { usage: MaterialUsageService; traffic: TrafficService }) {
  const { db } = ctx;

  async function grants(ownerId: number, now: number): Promise<PackageGrant[]> {
    const rows = await db
      .selectFrom('package_grants')
      .innerJoin('resource_packages', 'resource_packages.id', 'package_grants.package_id')
      .select(['package_grants.id', 'package_grants.order_id', 'resource_packages.code as package_code', 'resource_packages.name as package_name', 'package_grants.kind', 'package_grants.bytes', 'package_grants.started_at', 'package_grants.expires_at'])
      .where('package_grants.owner_id', '=', ownerId)
      .where('package_grants.expires_at', '>', now)
      .orderBy('package_grants.expires_at')
      .orderBy('package_grants.id')
      .execute();
    return rows.map((row) => ({ ...row, bytes: Number(row.bytes) }));
  }

  return {
    orders: createPackageOrderService(ctx),

    async catalogue(): Promise<ResourcePackage[]> {
      const rows = await db.selectFrom('resource_packages').selectAll().orderBy('sort').orderBy('id').execute();
      return rows.map(toPackage);
    },

    async overview(session: Session): Promise<PackageOverview> {
      const now = seconds(ctx.now);
      const permission = await deps.usage.permission(session);
      const unlimited = permission.quota === null;
      return {
        storage: {
          used: permission.used,
          quota: permission.quota,
          base: deps.usage.freeQuotaBytes,
          packages: unlimited ? 0 : await activeGrantBytes(db, session.main.id, 'storage', now),
          canUpload: permission.canUpload,
        },
        traffic: await deps.traffic.allowance(session),
        grants: await grants(session.main.id, now),
      };
    },
  };
}
