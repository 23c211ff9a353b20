// `docsgen dev`: placeholder replaced below.
export async function devCommand(_options: unknown): Promise<number | undefined> {
  return 1;
}
