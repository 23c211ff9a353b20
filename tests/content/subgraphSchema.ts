// Turns a subgraph's entity schema (schema.graphql) into the query API a Graph Node serves for it, so that the
// GraphQL examples of a page can be validated against the fields, arguments and filter inputs they would meet.
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  type GraphQLOutputType,
} from 'graphql';

/** Scalars and directives a subgraph schema uses without declaring them. */
const SUBGRAPH_PRELUDE = `
scalar BigInt
scalar BigDecimal
scalar Bytes
scalar Int8
scalar Timestamp
directive @entity(immutable: Boolean, timeseries: Boolean) on OBJECT
directive @derivedFrom(field: String!) on FIELD_DEFINITION
`;

/** What every query API has besides the entities: block constraints, ordering and the `_meta` field. */
const QUERY_PRELUDE = `
input Block_height { hash: Bytes, number: Int, number_gte: Int }
input BlockChangedFilter { number_gte: Int! }
enum OrderDirection { asc desc }
enum _SubgraphErrorPolicy_ { allow deny }
type _Block_ { hash: Bytes, number: Int!, timestamp: Int, parentHash: Bytes }
type _Meta_ { block: _Block_!, deployment: String!, hasIndexingErrors: Boolean! }
`;

/** The entity types of a subgraph schema, with their fields (directives kept for `@derivedFrom`). */
export function readEntitySchema(file: string): GraphQLSchema {
  return buildSchema(SUBGRAPH_PRELUDE + readFileSync(file, 'utf8'));
}

/** The query schema a Graph Node derives from the entity schema in `file`. */
export function buildSubgraphQuerySchema(file: string): GraphQLSchema {
  const entities = readEntitySchema(file);
  const types = entityTypes(entities);
  const sdl = [SUBGRAPH_PRELUDE, QUERY_PRELUDE];
  for (const type of types) {
    sdl.push(entityOutputType(type, entities), filterInput(type, entities), orderByEnum(type, entities));
  }
  const queryFields = types.flatMap((type) => [
    `${lowerFirst(type.name)}(id: ID!, block: Block_height, subgraphError: _SubgraphErrorPolicy_! = deny): ${type.name}`,
    `${pluralName(type.name)}(${listArguments(type.name)}, block: Block_height, subgraphError: _SubgraphErrorPolicy_! = deny): [${type.name}!]!`,
  ]);
  sdl.push(`type Query {\n  ${queryFields.join('\n  ')}\n  _meta(block: Block_height): _Meta_\n}`);
  // Parse first so that a mistake in the generated SDL points at the generated text.
  return buildSchema(print(sdl.join('\n')));
}

function print(sdl: string): string {
  parse(sdl);
  return sdl;
}

/** Object types marked `@entity`. */
export function entityTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && Boolean(type.astNode?.directives?.some((d) => d.name.value === 'entity')),
  );
}

/** Graph Node's collection field name: lower camel case plural (`tokenDayDatas`, `factories`, `flashes`). */
function pluralName(typeName: string): string {
  const name = lowerFirst(typeName);
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  return `${name}s`;
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function listArguments(typeName: string): string {
  return `skip: Int = 0, first: Int = 100, orderBy: ${typeName}_orderBy, orderDirection: OrderDirection, where: ${typeName}_filter`;
}

/** The entity as the API returns it: list fields of entities take the collection arguments. */
function entityOutputType(type: GraphQLObjectType, schema: GraphQLSchema): string {
  const fields = Object.values(type.getFields()).map((field) => {
    const target = getNamedType(field.type);
    const args = isListType(unwrapNonNull(field.type)) && isEntity(target, schema) ? `(${listArguments(target.name)})` : '';
    return `${field.name}${args}: ${String(field.type)}`;
  });
  return `type ${type.name} {\n  ${fields.join('\n  ')}\n}`;
}

/** `<Entity>_filter`: per field the comparison suffixes Graph Node generates for its type. */
function filterInput(type: GraphQLObjectType, schema: GraphQLSchema): string {
  const lines = Object.values(type.getFields()).flatMap((field) => fieldFilters(field, schema));
  lines.push(`_change_block: BlockChangedFilter`, `and: [${type.name}_filter]`, `or: [${type.name}_filter]`);
  return `input ${type.name}_filter {\n  ${lines.join('\n  ')}\n}`;
}

const ORDERED = ['', '_not', '_gt', '_lt', '_gte', '_lte'];
const TEXT = ['_contains', '_contains_nocase', '_not_contains', '_not_contains_nocase', '_starts_with', '_starts_with_nocase', '_not_starts_with', '_not_starts_with_nocase', '_ends_with', '_ends_with_nocase', '_not_ends_with', '_not_ends_with_nocase'];

function fieldFilters(field: GraphQLField<unknown, unknown>, schema: GraphQLSchema): string[] {
  const name = field.name;
  const target = getNamedType(field.type);
  const derived = Boolean(field.astNode?.directives?.some((d) => d.name.value === 'derivedFrom'));
  if (isEntity(target, schema)) {
    const nested = `${name}_: ${target.name}_filter`;
    if (derived) return [nested];
    // A reference is filtered by the referenced entity's id, in the id's scalar (String for ID, else Bytes).
    const idScalar = idFilterScalar(target as GraphQLObjectType);
    if (isListType(unwrapNonNull(field.type))) {
      return [...['', '_not', '_contains', '_contains_nocase', '_not_contains', '_not_contains_nocase'].map((s) => `${name}${s}: [${idScalar}!]`), nested];
    }
    return [...scalarFilters(name, idScalar), nested];
  }
  if (isListType(unwrapNonNull(field.type))) {
    return ['', '_not', '_contains', '_contains_nocase', '_not_contains', '_not_contains_nocase'].map((s) => `${name}${s}: [${target.name}!]`);
  }
  return scalarFilters(name, target.name);
}

function scalarFilters(name: string, scalar: string): string[] {
  if (scalar === 'Boolean') return [`${name}: Boolean`, `${name}_not: Boolean`, `${name}_in: [Boolean!]`, `${name}_not_in: [Boolean!]`];
  const filters = [...ORDERED.map((s) => `${name}${s}: ${scalar}`), `${name}_in: [${scalar}!]`, `${name}_not_in: [${scalar}!]`];
  if (scalar === 'String') filters.push(...TEXT.map((s) => `${name}${s}: String`));
  if (scalar === 'Bytes') filters.push(`${name}_contains: Bytes`, `${name}_not_contains: Bytes`);
  return filters;
}

/** `<Entity>_orderBy`: every field, and `ref__field` for the scalar fields of a single referenced entity. */
function orderByEnum(type: GraphQLObjectType, schema: GraphQLSchema): string {
  const values = Object.values(type.getFields()).flatMap((field) => {
    const target = getNamedType(field.type);
    if (!isEntity(target, schema) || isListType(unwrapNonNull(field.type))) return [field.name];
    const children = Object.values((target as GraphQLObjectType).getFields()).filter((child) => isScalarType(getNamedType(child.type)) && !isListType(unwrapNonNull(child.type)));
    return [field.name, ...children.map((child) => `${field.name}__${child.name}`)];
  });
  return `enum ${type.name}_orderBy {\n  ${values.join('\n  ')}\n}`;
}

function idFilterScalar(type: GraphQLObjectType): string {
  const id = getNamedType(type.getFields().id!.type).name;
  return id === 'ID' || id === 'String' || id === 'Int8' ? 'String' : 'Bytes';
}

function isEntity(type: GraphQLNamedType, schema: GraphQLSchema): boolean {
  return isObjectType(type) && entityTypes(schema).includes(type) && !isEnumType(type);
}

function unwrapNonNull(type: GraphQLOutputType): GraphQLOutputType {
  return isNonNullType(type) ? type.ofType : type;
}
