/** The first-install page: what Reimagine does and where the API key comes from. */
export function OnboardingApp() {
  return (
    <main>
      <h1>Welcome to Reimagine</h1>
      <p>
        Reimagine adds a button to every photo on listing sites such as Zillow, Rightmove and Idealista. Click it to renovate the room,
        restyle the kitchen cabinets, transfer a style, upscale, or virtually stage an empty room.
      </p>
      <h2>Your API key</h2>
      <p>
        Reimagine renders through the RenovateAI API. Keys are issued per team together with credits by RenovateAI; paste yours into
        the <a href="/options.html">Reimagine options</a>.
      </p>
      <h2>Try it without a key</h2>
      <p>
        Developers can run the local emulator (<code>npm run emulator</code>) and point the API base URL in the options at{' '}
        <code>http://127.0.0.1:8787/public/v1</code> with the key <code>dev-key</code>.
      </p>
    </main>
  );
}
