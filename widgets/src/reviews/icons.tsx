/** A five-point star (decorative: the text beside it says the rating). */
export function StarShape({ size = 16 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 16 16">
      <path d="M8 1.3l1.98 4.1 4.52.6-3.3 3.12.84 4.48L8 11.43 3.96 13.6l.84-4.48L1.5 6l4.52-.6z" />
    </svg>
  );
}
