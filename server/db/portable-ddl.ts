/**
 * Makes the migrations' SQLite-shaped column types mean the same on PostgreSQL, so one set of migrations serves
 * both engines: SQLite's `integer` is 64-bit (byte counts past 2 GiB, unix seconds past 2038) and its `real` is a
 * double; an `autoIncrement()` id becomes an identity column.
 */
import { OperationNodeTransformer, type ColumnDefinitionNode, type DataTypeNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';

const POSTGRES_TYPES: Partial<Record<DataTypeNode['dataType'], DataTypeNode['dataType']>> = {
  integer: 'bigint',
  real: 'double precision',
};

class PostgresTypes extends OperationNodeTransformer {
  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    const dataType = POSTGRES_TYPES[node.dataType];
    return dataType ? { ...node, dataType } : node;
  }

  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    if (!column.autoIncrement) return column;
    return { ...column, autoIncrement: false, generated: { kind: 'GeneratedNode', byDefault: true, identity: true } };
  }
}

export class PostgresDdlPlugin implements KyselyPlugin {
  readonly #types = new PostgresTypes();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const kind = args.node.kind;
    return kind === 'CreateTableNode' || kind === 'AlterTableNode' ? this.#types.transformNode(args.node) : args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
