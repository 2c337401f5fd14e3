def _helper(a):
    return a


class Store:
    def __init__(self):
        self._items = []

    def _load(self, path):
        pass

    def add(self, item):
        self._items.append(item)
