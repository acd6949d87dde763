import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { goLive, holdEarlyInput, holdsTapsAttribute } from '../../src/hooks/earlyInput';
import { useReplayEarlyTap } from '../../src/hooks/useReplayEarlyTap';

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('early input', () => {
  holdEarlyInput(document);

  it('holds the submit of a form that is not live yet, and hands it over once, when it is', () => {
    const form = document.body.appendChild(document.createElement('form'));
    expect(submit(form)).toBe(false); // default prevented: nothing is posted
    expect(goLive(form)).toBe(form);
    expect(submit(form)).toBe(true); // live: the form's own handler decides
    expect(goLive(form)).toBeUndefined();
    form.remove();
  });

  it('has nothing to hand over for a form nobody submitted early', () => {
    const form = document.body.appendChild(document.createElement('form'));
    expect(goLive(form)).toBeUndefined();
    expect(submit(form)).toBe(true);
    form.remove();
  });

  it('holds the first tap on the controls of a component not live yet, and replays it once it hydrates', async () => {
    const user = userEvent.setup();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Controls />);
    await user.click(screen.getByRole('button', { name: 'Next 0' }));
    await user.click(screen.getByRole('button', { name: 'Next 0' }));
    expect(screen.getByRole('button', { name: 'Next 0' })).toBeInTheDocument();
    await act(async () => void hydrateRoot(container, <Controls />));
    // Replayed once: the second early tap was the visitor repeating the first.
    expect(screen.getByRole('button', { name: 'Next 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next 1' }));
    expect(screen.getByRole('button', { name: 'Next 2' })).toBeInTheDocument();
    container.remove();
  });

  it('leaves buttons outside a marked owner alone', async () => {
    const user = userEvent.setup();
    let taps = 0;
    render(
      <button type="button" onClick={() => (taps += 1)}>
        Plain
      </button>,
    );
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(taps).toBe(1);
  });
});

function Controls() {
  const ref = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(0);
  useReplayEarlyTap(ref);
  return (
    <div ref={ref} {...{ [holdsTapsAttribute]: '' }}>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Next {count}
      </button>
    </div>
  );
}
