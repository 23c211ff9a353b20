// The event-property rules (key count, value types), applied to tracked events (the SDK checks them only for identify and revenue).

/** At most this many keys in one properties object. */
export const maxPropertyKeys = 1000;

/** A JSON value Amplitude accepts as an event property. */
export type PropertyValue = number | string | boolean | PropertyObject | Array<number | string | PropertyObject>;
export interface PropertyObject {
  [key: string]: PropertyValue;
}

/** What is left of a properties object after the rules, and what was dropped and why. */
export interface CheckedProperties {
  /** Undefined when the object as a whole breaks a rule (too many keys); the event is then not sent. */
  properties?: PropertyObject;
  problems: string[];
}

/** True for an allowed property value: number, string, boolean, a valid object, or an array without nulls or nested arrays. */
export function isValidPropertyValue(value: unknown): value is PropertyValue {
  if (Array.isArray(value)) return value.every(isValidArrayItem);
  if (isPlainObject(value)) return isValidPropertyObject(value);
  return isScalar(value) || typeof value === 'boolean';
}

/** True for an object of at most 1000 string keys whose values are all valid. */
export function isValidPropertyObject(value: unknown): value is PropertyObject {
  if (!isPlainObject(value) || Object.getOwnPropertySymbols(value).length > 0) return false;
  const keys = Object.keys(value);
  return keys.length <= maxPropertyKeys && keys.every((key) => isValidPropertyValue(value[key]));
}

/**
 * Applies the rules to the top-level properties of an event: unset (undefined) keys are left out quietly, invalid
 * values are dropped with a problem each, and an object with more than 1000 keys is refused as a whole.
 */
export function checkEventProperties(input: Record<string, unknown>): CheckedProperties {
  const entries = Object.entries(input).filter(([, value]) => value !== undefined);
  if (entries.length > maxPropertyKeys || Object.getOwnPropertySymbols(input).length > 0) {
    return { problems: [`event properties must have at most ${maxPropertyKeys} string keys; the event was not sent`] };
  }
  const properties: PropertyObject = {};
  const problems: string[] = [];
  for (const [key, value] of entries) {
    if (isValidPropertyValue(value)) properties[key] = value;
    else problems.push(`property "${key}" was dropped: ${describeInvalid(value)}`);
  }
  return { properties, problems };
}

function isValidArrayItem(item: unknown): boolean {
  if (Array.isArray(item)) return false;
  return isScalar(item) || isValidPropertyObject(item);
}

/** Numbers must be finite: NaN and Infinity would reach the server as null. */
function isScalar(value: unknown): value is number | string {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function describeInvalid(value: unknown): string {
  if (value === null) return 'null is not allowed';
  if (Array.isArray(value)) return 'arrays may hold only numbers, strings and valid objects, and no nested arrays';
  if (typeof value === 'number') return 'numbers must be finite';
  if (typeof value === 'object') return `objects need at most ${maxPropertyKeys} string keys and valid values`;
  return `a ${typeof value} is not a number, string, boolean, object or array`;
}
