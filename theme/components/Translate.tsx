// <Translate>: a theme string in JSX; its children are the default message and must be one plain string.
import { Fragment, type ReactNode } from 'react';
import { splitPlaceholders, translationOf } from '../shared/translate.js';

/** Props of <Translate>: an id, a default message as the only child, or both. */
export interface TranslateProps {
  id?: string;
  description?: string;
  /** Values for `{name}` placeholders; elements are allowed (a <time>, a link). */
  values?: Record<string, ReactNode>;
  children?: string;
}

/** The translated text; throws on non-string children or when there is neither an id nor a message. */
export function Translate({ id, description, values, children }: TranslateProps) {
  if (children !== undefined && typeof children !== 'string') {
    throw new Error(
      `<Translate${id ? ` id="${id}"` : ''}> accepts only a plain string as children; got ${describeChildren(children)}. Put dynamic parts in \`values\` and use {placeholders}.`,
    );
  }
  const text = translationOf({ id, message: children, description });
  if (!values) return <>{text}</>;
  return (
    <>
      {splitPlaceholders(text).map((part, i) => (
        <Fragment key={i}>{i % 2 === 0 ? part : (values[part] ?? `{${part}}`)}</Fragment>
      ))}
    </>
  );
}

function describeChildren(children: unknown): string {
  if (Array.isArray(children)) return `${children.length} children (text mixed with expressions or elements)`;
  if (children === null) return 'null';
  return typeof children === 'object' ? 'an element' : typeof children;
}
