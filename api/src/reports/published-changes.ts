/**
 * Counts the changes this process makes to what the public sees of the eyewitness reports: a report
 * published, verified, unpublished or withdrawn. A page rendered from the reports is served from the
 * render cache only while the count has not moved (ssr/render-page.ts), so the next page served after a
 * report is withdrawn no longer shows it. A change made by another API process shows once such a page's
 * few seconds of freshness have run out.
 */
export class PublishedReportChanges {
  #count = 0;

  get count(): number {
    return this.#count;
  }

  record(): void {
    this.#count += 1;
  }
}
