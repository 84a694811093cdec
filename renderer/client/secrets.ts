// Values that must never leave the page: the partner keys and the session
// value. Error reporting replaces any occurrence of them before sending.
const values = new Set<string>();

export function addSecret(value: string) {
  if (value && value.length >= 4) values.add(value);
}

export function secretValues(): string[] {
  return [...values];
}
