/** The options page's root. Key, base URL and connection test arrive with the background issue (#5). */
export function OptionsApp() {
  return (
    <main>
      <h1>Reimagine options</h1>
    </main>
  );
}
