export function PrivacyPolicyPage() {
  return <section />;
}
