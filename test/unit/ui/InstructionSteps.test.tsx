import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InstructionSteps } from '../../../src/ui/instructions/InstructionSteps';
import { orderedSteps } from '../../../src/ui/instructions/orderedSteps';

describe('payment instructions', () => {
  it('are numbered steps in stepNumber order', () => {
    const html = renderToStaticMarkup(
      <InstructionSteps
        steps={[
          { stepNumber: 3, stepInstruction: 'Press Paid.' },
          { stepNumber: 1, stepInstruction: 'Open your bank app.' },
          { stepNumber: 2, stepInstruction: 'Transfer the exact amount.' },
        ]}
      />,
    );
    expect(html).toBe(
      '<ol class="steps"><li class="steps__item"><bdi>Open your bank app.</bdi></li><li class="steps__item"><bdi>Transfer the exact amount.</bdi></li><li class="steps__item"><bdi>Press Paid.</bdi></li></ol>',
    );
  });

  it('keep the server order for equal numbers, put a step without a number last, and drop empty ones', () => {
    expect(
      orderedSteps([
        { stepNumber: Number.NaN, stepInstruction: 'Last' },
        { stepNumber: 2, stepInstruction: 'Second a' },
        { stepNumber: 2, stepInstruction: 'Second b' },
        { stepNumber: 1, stepInstruction: '  First  ' },
        { stepNumber: 0, stepInstruction: '   ' },
        { stepNumber: '10' as unknown as number, stepInstruction: 'Tenth' },
      ]),
    ).toEqual(['First', 'Second a', 'Second b', 'Tenth', 'Last']);
  });

  it('are a plain text when there are no steps, its line breaks kept for the stylesheet', () => {
    expect(renderToStaticMarkup(<InstructionSteps text={'Pay at any agent.\nKeep the receipt.'} />)).toBe(
      '<p class="instruction" dir="auto">Pay at any agent.\nKeep the receipt.</p>',
    );
    expect(renderToStaticMarkup(<InstructionSteps steps={[]} text="Pay in cash." className="cash" />)).toBe('<p class="instruction cash" dir="auto">Pay in cash.</p>');
  });

  it('prefer steps over text, and draw nothing when both are empty', () => {
    expect(renderToStaticMarkup(<InstructionSteps steps={[{ stepNumber: 1, stepInstruction: 'Step' }]} text="Text" />)).not.toContain('Text');
    expect(renderToStaticMarkup(<InstructionSteps steps={null} text="  " />)).toBe('');
    expect(renderToStaticMarkup(<InstructionSteps />)).toBe('');
  });

  it('show server text as text, never as markup', () => {
    const html = renderToStaticMarkup(
      <InstructionSteps steps={[{ stepNumber: 1, stepInstruction: '<img src=x onerror="alert(1)">Pay' }]} label="How to pay" />,
    );
    expect(html).toBe('<ol class="steps" aria-label="How to pay"><li class="steps__item"><bdi>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Pay</bdi></li></ol>');
    expect(renderToStaticMarkup(<InstructionSteps text="<script>alert(1)</script>" />)).toBe('<p class="instruction" dir="auto">&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
