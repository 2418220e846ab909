export function LoginRequiredModal() {
  return null
}
