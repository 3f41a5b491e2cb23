// The smallest App Router app: one layout, one page, no client components. Its first-load JavaScript
// is what any Next page ships, the floor the storefront's routes are compared with.

export const metadata = { title: 'Bare Next page', description: 'The baseline for first-load JavaScript.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
