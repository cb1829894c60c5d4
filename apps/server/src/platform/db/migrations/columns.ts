import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';
import type { Dialect } from '../database.ts';

/** An auto-numbered primary key, as each dialect spells it: `.addColumn('id', ...idColumn(dialect))`. */
export function idColumn(
  dialect: Dialect,
): [ColumnDataType, (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialect === 'postgres'
    ? ['bigserial', (column) => column.primaryKey()]
    : ['integer', (column) => column.primaryKey().autoIncrement()];
}
