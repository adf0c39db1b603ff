// Writes this portal's own address into the snippet, so that what a visitor copies works as it is.
for (const element of document.querySelectorAll('[data-portal-address]')) {
  element.textContent = window.location.origin;
}
