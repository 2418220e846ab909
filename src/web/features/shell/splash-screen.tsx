export function SplashScreen() {
  return null
}
