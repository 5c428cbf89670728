import type { ReactNode } from 'react';

/** The row under every survey screen after the language choice: Back, then the screen's way on. */
export function StepNav({
  backLabel,
  onBack,
  children,
}: {
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div className="p-nav">
      <button type="button" className="p-btn p-btn--secondary" onClick={onBack}>
        {backLabel}
      </button>
      {children}
    </div>
  );
}
