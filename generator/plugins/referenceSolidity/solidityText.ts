// Prints declarations back as Solidity source for the signature blocks of the reference pages.
import type { SolMember, SolType, SolVariable } from './model.js';

/** Signatures longer than this put one parameter per line. */
const MAX_LINE = 100;

/** A type as Solidity spells it. */
export function typeText(type: SolType): string {
  switch (type.kind) {
    case 'elementary':
      return type.name;
    case 'user':
      return type.path;
    case 'array':
      return `${typeText(type.base)}[${type.length ?? ''}]`;
    case 'mapping': {
      const key = type.keyName ? `${typeText(type.key)} ${type.keyName}` : typeText(type.key);
      const value = type.valueName ? `${typeText(type.value)} ${type.valueName}` : typeText(type.value);
      return `mapping(${key} => ${value})`;
    }
    case 'function': {
      const returns = type.returns.length ? ` returns (${type.returns.map(typeText).join(', ')})` : '';
      return `function (${type.params.map(typeText).join(', ')})${[type.visibility, type.mutability]
        .filter(Boolean)
        .map((w) => ` ${w}`)
        .join('')}${returns}`;
    }
  }
}

/** A parameter as declared: type, data location, `indexed`, name. */
export function variableText(variable: SolVariable): string {
  return [typeText(variable.type), variable.indexed ? 'indexed' : '', variable.storage ?? '', variable.name]
    .filter(Boolean)
    .join(' ');
}

/** `(a, b)` on one line, or one parameter per line when the whole declaration would be too long. */
function parameterList(params: SolVariable[], lineSoFar: number): string {
  const oneLine = `(${params.map(variableText).join(', ')})`;
  if (lineSoFar + oneLine.length <= MAX_LINE || params.length < 2) return oneLine;
  return `(\n${params.map((p) => `    ${variableText(p)}`).join(',\n')}\n)`;
}

/** The declaration of a function, modifier, event or error, without its body. */
export function callableText(member: SolMember): string {
  const head = member.kind === 'function' ? functionHead(member) : `${member.kind} ${member.name}`;
  const attributes = [
    member.visibility,
    member.mutability,
    member.kind === 'event' && member.anonymous ? 'anonymous' : '',
    member.isVirtual ? 'virtual' : '',
    member.overrides ? 'override' : '',
    // A constructor's "modifiers" are base constructor calls, whose arguments the model does not keep.
    ...(member.name === 'constructor' ? [] : (member.modifiers ?? [])),
  ].filter(Boolean);
  const tail = attributes.length ? ` ${attributes.join(' ')}` : '';
  const returns = member.returns.length ? ` returns ${parameterList(member.returns, 0)}` : '';
  const params = parameterList(member.params, head.length + tail.length + returns.length);
  return `${head}${params}${tail}${returns}`;
}

function functionHead(member: SolMember): string {
  return ['constructor', 'receive', 'fallback'].includes(member.name) ? member.name : `function ${member.name}`;
}

/** A state variable or file-level constant as declared, with its value when it is short. */
export function variableDeclarationText(member: SolMember): string {
  const words = [
    typeText(member.type!),
    member.visibility,
    member.constness,
    member.overrides ? 'override' : '',
    member.name,
  ].filter(Boolean);
  return `${words.join(' ')}${member.value ? ` = ${member.value}` : ''};`;
}

/** A struct with its fields. */
export function structText(member: SolMember): string {
  return [`struct ${member.name} {`, ...member.params.map((f) => `    ${variableText(f)};`), '}'].join('\n');
}

/** An enum with its values. */
export function enumText(member: SolMember): string {
  return [`enum ${member.name} {`, (member.values ?? []).map((v) => `    ${v.name}`).join(',\n'), '}'].join('\n');
}

/** A user-defined value type. */
export function udvtText(member: SolMember): string {
  return `type ${member.name} is ${typeText(member.type!)};`;
}
