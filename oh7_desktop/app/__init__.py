"""The pygame-ce front end of Oh 7 ?: scenes, card art, layouts, sounds and translations."""
