export function Header() {
  return <header className="sticky top-0 z-40 h-16 border-b border-line bg-parchment" />
}
