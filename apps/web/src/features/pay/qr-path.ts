// A QR matrix as one SVG path: each dark module a unit square, runs of dark modules in a row merged into one
// rectangle so a 40x40 code stays a short path. Drawn by QrCode.tsx; the matrix comes from `uqr`.

/** The path of the dark modules of `rows` (true = dark), one unit per module. */
export function qrPath(rows: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}
