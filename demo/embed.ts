// An exhibition's own web page embedding the registration widget: memory routing keeps the page's URL its own.
import '@fairpass/registration/element'

const year = document.querySelector<HTMLElement>('[data-year]')
if (year) year.textContent = String(new Date().getFullYear())
