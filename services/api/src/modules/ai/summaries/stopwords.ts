/** English function words and filler, left out of keyword and salience counts. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
  during each few for from further get got had hadn't has hasn't have haven't having he he'd he'll he's
  her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's
  its itself just kind know let's like lot maybe me mean more most much mustn't my myself no nor not now
  of off okay ok on once one only or other ought our ours ourselves out over own really right same say
  said see shan't she she'd she'll she's should shouldn't so some something sort such than that that's
  the their theirs them themselves then there there's these they they'd they'll they're they've thing
  things think this those through to too under until up us very was wasn't we we'd we'll we're we've
  well were weren't what what's when when's where where's which while who who's whom why why's will
  with won't would wouldn't yeah yes you you'd you'll you're you've your yours yourself yourselves
  going go want would um uh actually basically just pretty quite still even`
    .split(/\s+/)
    .filter(Boolean),
);
