import type { Item } from '@romtrack/sf36/questionnaire/types';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { SETTLE_MS } from './answer-timing.ts';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

interface QuestionStepProps {
  index: number;
  /** 'Question 5 of 36': said with the question, where the focus lands (the line on screen is above it). */
  progress: string;
  item: Item;
  /** The section header that heads this item, if any (spec section 2). */
  header: string | null;
  /** Said first, before the header: why the participant is back at this item, if they are. */
  note: string | null;
  /** The stored answer, or null. */
  answer: number | null;
  /** `advance` is false while arrow keys move through the options. */
  onAnswer: (value: number, advance: boolean) => void;
}

/**
 * One item as a labelled radio group. Choosing an option by click, tap, Space or Enter stores
 * it and moves on; arrow keys only move the selection (the browser checks each radio it passes),
 * so keyboard users can look through the options before confirming one.
 */
export function QuestionStep({ index, progress, item, header, note, answer, onAnswer }: QuestionStepProps) {
  // Set while an arrow key is down: the click and change events the browser fires for it are
  // browsing, not choosing.
  const browsing = useRef(false);
  const [shownAt] = useState(() => performance.now());

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, value: number) {
    if (ARROW_KEYS.has(event.key)) browsing.current = true;
    // Enter has no meaning on a radio by default, and Space on a checked one sends no click
    // (an arrow key checked it while browsing): either confirms the focused option.
    if (event.key === 'Enter' || (event.key === ' ' && answer === value)) {
      event.preventDefault();
      onAnswer(value, true);
    }
  }

  // A tap in a question's first moments is the end of a double tap meant for the one before
  // (answer-timing.ts). A press by pointer has a click count (`detail`); a keyboard's has none.
  function holdBackEarlyTap(event: MouseEvent) {
    if (event.detail > 0 && performance.now() - shownAt < SETTLE_MS) event.preventDefault();
  }

  return (
    <fieldset className="p-question" onClickCapture={holdBackEarlyTap}>
      <legend className="p-legend" tabIndex={-1} data-step-focus>
        <span className="p-visually-hidden">{progress}</span>
        {note !== null && <span className="p-alert p-skipped-note">{note}</span>}
        {header !== null && <span className="p-section-header">{header}</span>}
        <span className="p-question-text">{item.text}</span>
      </legend>
      <div className="p-options">
        {item.options.map((option) => (
          <label className="p-option" key={option.value}>
            <input
              type="radio"
              name={`item-${index + 1}`}
              value={option.value}
              checked={answer === option.value}
              onKeyDown={(event) => onKeyDown(event, option.value)}
              onKeyUp={() => (browsing.current = false)}
              onChange={() => onAnswer(option.value, !browsing.current)}
              onClick={(event) => {
                // Choosing the option that was already chosen fires no change: move on anyway.
                if (event.defaultPrevented) return;
                if (!browsing.current && answer === option.value) onAnswer(option.value, true);
              }}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
