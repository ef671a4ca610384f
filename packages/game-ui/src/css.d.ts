// Stylesheets are imported for their effect; the bundler (Vite) handles them.
declare module '*.css';
