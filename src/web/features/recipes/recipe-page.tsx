// Placeholder until this page is built.
export function Component() {
  return <div className="container-page py-16">recipe-page</div>
}
