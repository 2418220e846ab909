export function Footer() {
  return <footer className="border-t border-line bg-sand" />
}
