import 'react';

// Invoker commands (HTML): a button that opens or closes a dialog with no script. React
// passes unknown lowercase attributes through as they are; its types do not list these yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}` | undefined;
  }
}
