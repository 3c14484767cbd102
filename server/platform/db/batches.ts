// Long lists written a slice at a time: one statement stays within the databases' bound-parameter limits.
export async function inBatches<T>(
  rows: readonly T[],
  size: number,
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
