// The properties the product adds to every event: origin, page, section, modal, element, action, commit.
import { protocolVersionOf, type ProtocolVersion } from './protocolVersion.js';

/** Where an event happened; every field but `origin` and `page` is optional. */
export interface EventContext {
  /** The page origin, `location.origin`. */
  origin: string;
  /** The path of the page, `location.pathname`. */
  page: string;
  /** The docs section (sidebar) of the page: concepts, contracts, sdk, api. */
  section?: string;
  modal?: string;
  /** What was acted on, e.g. the label of a clicked link. */
  element?: string;
  /** What the reader did, e.g. `click`. */
  action?: string;
}

/** The product's properties of one event, as sent (unset fields are left out). */
export interface ProductProperties {
  origin: string;
  page: string;
  section?: string;
  modal?: string;
  element?: string;
  action?: string;
  git_commit_hash?: string;
}

/** The product's properties for an event in `context`, built from the commit the site was built from. */
export function productProperties(context: EventContext, gitCommitHash: string | undefined): ProductProperties {
  const { origin, page, section, modal, element, action } = context;
  return omitUnset({ origin, page, section, modal, element, action, git_commit_hash: gitCommitHash });
}

/** Navigation events (page viewed, navbar and sidebar clicks) also carry the protocol version of the path. */
export function navigationProperties(path: string): { protocol_version: ProtocolVersion } {
  return { protocol_version: protocolVersionOf(path) };
}

function omitUnset<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}
