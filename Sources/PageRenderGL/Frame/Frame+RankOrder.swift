import PageEffects

extension Frame {
    /// Fills `order` with this frame's drawable indices sorted by (layer, index): the rank order
    /// every renderer draws in. An insertion sort in place (frames hold few drawables, and the
    /// standard sort may allocate).
    func sortByRank(into order: inout [Int]) {
        order.removeAll(keepingCapacity: true)
        for index in drawables.indices {
            let layer = drawables[index].layer
            var position = order.count
            order.append(index)
            while position > 0, drawables[order[position - 1]].layer > layer {
                order.swapAt(position, position - 1)
                position -= 1
            }
        }
    }
}
