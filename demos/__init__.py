"""Runnable demo pages for petite."""
