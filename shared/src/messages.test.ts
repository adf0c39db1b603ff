import { describe, expect, it } from 'vitest';
import { fill, foundMatching, messages, schoolsFound, t } from './messages.js';

describe('message catalogue', () => {
  it('fills the state name into the home selection messages', () => {
    expect(t('viewingState', { state: 'Kebbi' })).toBe('You are currently viewing Data for Kebbi state');
    expect(t('stateUnavailable', { state: 'Kebbi' })).toBe('Data for Kebbi is unavailable');
    expect(t('noPolicyData', { state: 'Lagos' })).toBe('No policy data available for Lagos state');
    expect(t('policyOverviewHeading', { state: 'Oyo' })).toBe('Overview of Oyo Disability Policy');
    expect(t('loginSuccess', { firstname: 'Ada' })).toBe('Welcome back, Ada!');
  });

  it('uses the singular for exactly one school and the plural otherwise', () => {
    expect(schoolsFound(1)).toBe('1 inclusive school found');
    expect(schoolsFound(0)).toBe('0 inclusive schools found');
    expect(schoolsFound(12)).toBe('12 inclusive schools found');
    expect(foundMatching(1)).toBe('Found 1 matching school');
    expect(foundMatching(3)).toBe('Found 3 matching schools');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('holds the spec texts word for word', () => {
    expect(messages.accessDenied).toBe("Access Denied: You don't have permission to access this page.");
    expect(messages.sending).toBe('sending....');
    expect(messages.resetBadLink).toBe('Invalid reset link. Please request a new password reset.');
  });
});
