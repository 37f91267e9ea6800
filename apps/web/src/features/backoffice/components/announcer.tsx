/** A polite live region: the result of the last action, read out by screen readers. */
export function Announcer({ message }: { message: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={message ? 'text-sm font-medium text-green-800' : 'sr-only'}
    >
      {message}
    </p>
  );
}
