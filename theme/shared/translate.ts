// Theme strings go through `translate()`: an id from the catalogue, a default message, or both (the site is en only).
import { themeMessages, type ThemeMessageId } from './themeMessages.js';

/** A translatable string: an id from the catalogue, a default message, or both. */
export interface TranslateDescriptor {
  id?: string;
  message?: string;
  /** Context for translators; never shown. */
  description?: string;
}

/** Values for `{name}` placeholders. */
export type TranslateValues = Record<string, string | number>;

const catalogue: Readonly<Record<string, string>> = themeMessages;

/** The text of a descriptor with its placeholders filled; throws when it has neither an id nor a message. */
export function translate(descriptor: TranslateDescriptor, values?: TranslateValues): string {
  const text = translationOf(descriptor);
  return values ? fillPlaceholders(text, values) : text;
}

/** The raw (unfilled) text of a descriptor: the catalogue entry of its id, else its message. */
export function translationOf(descriptor: TranslateDescriptor): string {
  const { id, message } = descriptor;
  if (!id && message === undefined) {
    throw new Error(`A translation needs an id or a default message; got ${JSON.stringify(descriptor)}.`);
  }
  return (id ? catalogue[id] : undefined) ?? message ?? id!;
}

/** Splits a text at its `{name}` placeholders: even indexes are literal text, odd indexes placeholder names. */
export function splitPlaceholders(text: string): string[] {
  return text.split(/\{(\w+)\}/g);
}

function fillPlaceholders(text: string, values: TranslateValues): string {
  return splitPlaceholders(text)
    .map((part, i) => (i % 2 === 0 ? part : String(values[part] ?? `{${part}}`)))
    .join('');
}

/** A theme string by its catalogue id (typed, so a misspelt id fails to compile). */
export function themeString(id: ThemeMessageId, values?: TranslateValues): string {
  return translate({ id }, values);
}
