def _helper(a, b, *, c=None):
    return a


class Store:
    def __init__(self):
        self._items = {}
        self._extra = 0

    def _load(self, path, retries):
        pass

    def _more(self):
        pass

    def add(self, item):
        self._items[item] = 1
