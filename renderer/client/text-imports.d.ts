// Stylesheets a lazy chunk imports as text (`with { type: 'text' }`) and puts in the page itself.
declare module '*.css' {
  const text: string;
  export default text;
}
