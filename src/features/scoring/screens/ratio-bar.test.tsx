import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSystem } from '../../../theme/components/test-render';
import { RatioBar } from './ratio-bar';

afterEach(cleanup);

const teamNames = { home: '上海飞鱼', away: '北京风暴' };

describe('RatioBar', () => {
  it('under rule B names the team on offence and offers both ratios, the shown one pressed', () => {
    const onChoose = vi.fn();
    renderWithSystem(
      <RatioBar
        next={{ rule: 'B', ratio: null, chooser: 'away', last: 'M4' }}
        shown="M4"
        teamNames={teamNames}
        onChoose={onChoose}
      />,
    );
    expect(screen.getByTestId('point-ratio').textContent).toBe('本分：4男3女');
    screen.getByText('规则B：由北京风暴（进攻方）选择');
    expect(screen.getByRole('button', { name: '4男3女' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: '4女3男' }));
    expect(onChoose).toHaveBeenCalledWith('F4');
  });

  it('under rule A, once the pattern is known, only shows the ratio', () => {
    renderWithSystem(
      <RatioBar
        next={{ rule: 'A', ratio: 'F4', chooser: null, last: 'M4' }}
        shown="F4"
        teamNames={teamNames}
        onChoose={() => undefined}
      />,
    );
    expect(screen.getByTestId('point-ratio').textContent).toBe('本分：4女3男');
    screen.getByText('规则A：每两分交替');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
