// The protocol version tag of a docs path: a V1/V2/V3 or 1.0.0/2.0.0 segment; anything else is V3.

/** The tags navigation events carry. */
export type ProtocolVersion = 'V1' | 'V2' | 'V3';

const segmentVersions: Record<string, ProtocolVersion> = { v1: 'V1', v2: 'V2', v3: 'V3', '1.0.0': 'V1', '2.0.0': 'V2' };

/** The first version segment of `path` decides; paths without one (and v4 pages) count as V3. */
export function protocolVersionOf(path: string): ProtocolVersion {
  for (const segment of path.replace(/[?#].*$/, '').split('/')) {
    const version = segmentVersions[segment.toLowerCase()];
    if (version) return version;
  }
  return 'V3';
}
