// Replaced by the screen's own module as it lands.
export function Component() {
  return <p className="p-8">settings</p>;
}
