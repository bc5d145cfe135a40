// PageMotion: timing functions, springs, animators, velocity tracking and clocks.
// The types live in their own files; this file only anchors the module.
