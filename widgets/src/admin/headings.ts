/**
 * An admin widget's headings: its title at `level` (none when `title` is `null`, the page has its
 * own), and its sections one below — or at `level` themselves without a title.
 */
export function headingsOf(title: unknown, level: 1 | 2 | 3) {
  return {
    Heading: `h${level}` as const,
    sections: (title === null ? level : level + 1) as 2 | 3 | 4,
  };
}
