const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** e.g. "1.4 MB", "820 KB"; 1 KB = 1024 bytes, as file managers show sizes. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit]}`;
}
