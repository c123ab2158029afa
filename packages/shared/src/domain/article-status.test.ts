import { describe, expect, it } from 'vitest'
import { ARTICLE_STATUSES } from './enums'
import {
  actionForRequestedStatus,
  availableArticleActions,
  dashboardArticleActions,
  isLockedFor,
  nextArticleStatus,
} from './article-status'

describe('article status transitions', () => {
  it('lets a new article be saved as a draft by anyone and submitted to review (admins publish at once)', () => {
    expect(nextArticleStatus(null, 'SAVE_DRAFT', 'USER')).toBe('DRAFT')
    expect(nextArticleStatus(null, 'SUBMIT', 'USER')).toBe('PENDING_APPROVAL')
    expect(nextArticleStatus(null, 'SUBMIT', 'ADMIN')).toBe('PUBLISHED')
    expect(nextArticleStatus(null, 'APPROVE', 'ADMIN')).toBeNull()
  })

  it('approves and rejects only articles in review, and only for admins', () => {
    for (const from of ARTICLE_STATUSES) {
      const expectedApprove = from === 'PENDING_APPROVAL' ? 'PUBLISHED' : null
      const expectedReject = from === 'PENDING_APPROVAL' ? 'REJECTED' : null
      expect(nextArticleStatus(from, 'APPROVE', 'ADMIN')).toBe(expectedApprove)
      expect(nextArticleStatus(from, 'REJECT', 'ADMIN')).toBe(expectedReject)
      expect(nextArticleStatus(from, 'APPROVE', 'USER')).toBeNull()
      expect(nextArticleStatus(from, 'REJECT', 'USER')).toBeNull()
    }
  })

  it('never lets a non-admin reach PUBLISHED or change a published article', () => {
    for (const from of [null, ...ARTICLE_STATUSES]) {
      for (const action of ['SAVE_DRAFT', 'SUBMIT', 'APPROVE', 'REJECT'] as const) {
        expect(nextArticleStatus(from, action, 'USER')).not.toBe('PUBLISHED')
      }
    }
    expect(nextArticleStatus('PUBLISHED', 'SAVE_DRAFT', 'USER')).toBeNull()
    expect(nextArticleStatus('PUBLISHED', 'SUBMIT', 'USER')).toBeNull()
    expect(isLockedFor('PUBLISHED', 'USER')).toBe(true)
    expect(isLockedFor('PUBLISHED', 'ADMIN')).toBe(false)
    expect(isLockedFor('REJECTED', 'USER')).toBe(false)
  })

  it('sends a rejected article back to review on resubmission and keeps it rejected while it is fixed', () => {
    expect(nextArticleStatus('REJECTED', 'SUBMIT', 'USER')).toBe('PENDING_APPROVAL')
    expect(nextArticleStatus('REJECTED', 'SAVE_DRAFT', 'USER')).toBe('REJECTED')
  })

  it('maps the body status to an action and lists the buttons to show', () => {
    expect(actionForRequestedStatus('DRAFT')).toBe('SAVE_DRAFT')
    expect(actionForRequestedStatus('PENDING_APPROVAL')).toBe('SUBMIT')
    expect(actionForRequestedStatus('PUBLISHED')).toBe('SUBMIT')
    expect(availableArticleActions('PENDING_APPROVAL', 'ADMIN')).toEqual(['SAVE_DRAFT', 'SUBMIT', 'APPROVE', 'REJECT'])
    expect(availableArticleActions('PUBLISHED', 'USER')).toEqual([])
  })

  it('gives the dashboard lists their buttons: edit drafts and rejected articles, moderate reviews, delete the rest', () => {
    for (const role of ['USER', 'ADMIN'] as const) {
      expect(dashboardArticleActions('DRAFT', role)).toEqual(['EDIT', 'DELETE'])
      expect(dashboardArticleActions('REJECTED', role)).toEqual(['EDIT', 'DELETE'])
      expect(dashboardArticleActions('PUBLISHED', role)).toEqual(['DELETE'])
    }
    expect(dashboardArticleActions('PENDING_APPROVAL', 'USER')).toEqual(['DELETE'])
    expect(dashboardArticleActions('PENDING_APPROVAL', 'ADMIN')).toEqual(['APPROVE', 'REJECT'])
  })
})
