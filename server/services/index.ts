/**
 * Builds every service over one database and clock. Routes get this object; only services run SQL.
 */
import type { ServiceContext } from './context.ts';
import { createDashboardService } from './dashboard.ts';
import { createGuideService } from './guide.ts';
import { createLoginService } from './login.ts';
import { createMaterialServices, type MaterialRuntime } from './materials.ts';
import { createMenuService } from './menu.ts';
import { createNotificationService } from './notifications.ts';
import { createHelpService } from './help.ts';
import { createPageVisitService } from './page-visits.ts';
import { createPlanetFundsService } from './planet-funds.ts';
import { createPlanetMemberService } from './planet-members.ts';
import { createPlanetModeService } from './planet-mode.ts';
import { createPlanetProgramService } from './planet-programs.ts';
import { createPlanetThemeService } from './planet-themes.ts';
import { createPlanetService, type PlanetOptions } from './planets.ts';
import { createSessionService } from './sessions.ts';
import { createSmsService, type SmsSender } from './sms.ts';
import { createSwitchService } from './switches.ts';
import { createUserService } from './users.ts';

export function createServices(ctx: ServiceContext, options: { smsSender?: SmsSender; materials: MaterialRuntime; planets: PlanetOptions }) {
  const users = createUserService(ctx);
  const sessions = createSessionService(ctx);
  const sms = createSmsService(ctx, options.smsSender);
  const switches = createSwitchService(ctx);
  const materials = createMaterialServices(ctx, options.materials, { users, switches });
  const planets = createPlanetService(ctx, materials.tokens, options.planets);
  const planetArea = { planets, content: options.planets.content, tokens: materials.tokens };
  return {
    ctx,
    users,
    sessions,
    sms,
    login: createLoginService(users, sessions, sms),
    menu: createMenuService(ctx),
    switches,
    pageVisits: createPageVisitService(ctx),
    dashboard: createDashboardService(ctx),
    guide: createGuideService(ctx),
    notifications: createNotificationService(ctx),
    help: createHelpService(ctx),
    materials,
    planets,
    planetThemes: createPlanetThemeService(ctx, planetArea),
    planetPrograms: createPlanetProgramService(ctx, planetArea),
    planetMembers: createPlanetMemberService(ctx, planetArea),
    planetMode: createPlanetModeService(ctx, planetArea),
    planetFunds: createPlanetFundsService(ctx, planetArea),
  };
}

export type Services = ReturnType<typeof createServices>;
