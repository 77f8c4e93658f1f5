/** The side panel's root. The renovation workflows arrive with the side-panel issue (#6). */
export function SidePanelApp() {
  return (
    <main>
      <h1>Reimagine</h1>
      <p>Click the Reimagine button on any listing photo to start.</p>
    </main>
  );
}
