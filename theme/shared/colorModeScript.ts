// The tiny blocking script in <head> that sets the colour mode before first paint (no flash).

/** Source of the inline script for the given settings. */
export function colorModeScript(defaultMode: 'light' | 'dark', respectPrefersColorScheme: boolean): string {
  return `(function(){var d=document.documentElement,t;d.classList.add('js');try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark'){t=${JSON.stringify(defaultMode)};${
    respectPrefersColorScheme ? "if(matchMedia('(prefers-color-scheme: light)').matches)t='light';else if(matchMedia('(prefers-color-scheme: dark)').matches)t='dark';" : ''
  }}d.setAttribute('data-theme',t)})()`;
}
