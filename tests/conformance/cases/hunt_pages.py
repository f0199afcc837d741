"""Hunt: whole pages in the style of petite-vue's examples (svg stats, tree, todomvc, grid)."""

from ..harness import Case

SVG_STATS = """<div v-scope="{
  stats: [{ label: 'A', value: 100 }, { label: 'B', value: 50 }, { label: 'C', value: 75 }, { label: 'D', value: 20 }, { label: 'E', value: 90 }],
  point(value, index, total) {
    const y = -value * 0.8, angle = ((Math.PI * 2) / total) * index
    return { x: -y * Math.sin(angle) + 100, y: y * Math.cos(angle) + 100 }
  },
  getPoints(offset = 0) {
    const total = this.stats.length
    return this.stats.map((stat, i) => ({ ...this.point(+stat.value + offset, i, total), label: stat.label }))
  },
  get pointsString() { return this.getPoints().map(({ x, y }) => `${x},${y}`).join(' ') }
}">
  <svg width="200" height="200">
    <g>
      <polygon :points="pointsString"></polygon>
      <circle cx="100" cy="100" r="80"></circle>
      <text v-for="{ x, y, label } in getPoints(10)" :x="x" :y="y">{{ label }}</text>
    </g>
  </svg>
  <div v-for="stat in stats">
    <label>{{stat.label}}</label>
    <input type="range" v-model="stat.value" min="0" max="100" />
    <span>{{stat.value}}</span>
    <button @click="stats.splice(stats.indexOf(stat), 1)" class="remove">X</button>
  </div>
  <pre id="raw">{{ stats }}</pre>
</div>"""

TREE = """<template id="item-template">
  <div :class="{ bold: isFolder }" @click="toggle">
    {{ model.name }}
    <span v-if="isFolder">[{{ open ? '-' : '+' }}]</span>
  </div>
  <ul v-show="open" v-if="isFolder">
    <li v-for="model in model.children" v-scope="TreeItem(model)"></li>
    <li class="add" @click="addChild">+</li>
  </ul>
</template>
<ul v-scope="{
  TreeItem(model) {
    return { $template: '#item-template', model, open: model.name !== 'wat2', get isFolder() { return model.children && model.children.length }, toggle() {}, addChild() {} }
  },
  treeData: { name: 'My Tree', children: [{ name: 'hello' }, { name: 'wat' }, { name: 'child folder', children: [{ name: 'inner', children: [{ name: 'deep' }] }, { name: 'wat2', children: [{ name: 'x' }] }] }] }
}">
  <li class="item" v-scope="TreeItem(treeData)"></li>
</ul>"""

TODOMVC = """<section class="todoapp" v-scope="{
  todos: [{ id: 1, title: 'Learn petite', completed: true }, { id: 2, title: 'Write <tests>', completed: false }, { id: 3, title: '  spaced  ', completed: false }],
  visibility: 'active', editedTodo: null, newTodo: '',
  get filteredTodos() { return this.visibility === 'all' ? this.todos : this.visibility === 'active' ? this.todos.filter(t => !t.completed) : this.todos.filter(t => t.completed) },
  get remaining() { return this.todos.filter(t => !t.completed).length },
  get allDone() { return this.remaining === 0 },
  pluralize(n) { return n === 1 ? 'item' : 'items' }
}">
  <header class="header">
    <h1>todos</h1>
    <input class="new-todo" autofocus autocomplete="off" placeholder="What needs to be done?" v-model="newTodo" @keyup.enter="addTodo">
  </header>
  <section class="main" v-show="todos.length">
    <input id="toggle-all" class="toggle-all" type="checkbox" :checked="allDone" @change="setAll($event.target.checked)">
    <label for="toggle-all">Mark all as complete</label>
    <ul class="todo-list">
      <li v-for="todo in filteredTodos" class="todo" :key="todo.id" :class="{ completed: todo.completed, editing: todo === editedTodo }">
        <div class="view">
          <input class="toggle" type="checkbox" v-model="todo.completed">
          <label @dblclick="editTodo(todo)">{{ todo.title }}</label>
          <button class="destroy" @click="removeTodo(todo)"></button>
        </div>
        <input class="edit" type="text" v-model="todo.title" v-if="todo === editedTodo" @blur="doneEdit(todo)">
      </li>
    </ul>
  </section>
  <footer class="footer" v-show="todos.length" v-cloak>
    <span class="todo-count"><strong>{{ remaining }}</strong> <span>{{ pluralize(remaining) }} left</span></span>
    <ul class="filters">
      <li><a href="#/all" :class="{ selected: visibility === 'all' }">All</a></li>
      <li><a href="#/active" :class="{ selected: visibility === 'active' }">Active</a></li>
      <li><a href="#/completed" :class="{ selected: visibility === 'completed' }">Completed</a></li>
    </ul>
    <button class="clear-completed" @click="removeCompleted" v-show="todos.length > remaining">Clear completed</button>
  </footer>
</section>"""

GRID = """<div v-scope="{
  query: 'a', columns: ['name', 'power'], sortKey: 'name', sortOrders: { name: 1, power: -1 },
  data: [{ name: 'Chuck Norris', power: Infinity }, { name: 'Bruce Lee', power: 9000 }, { name: 'Jackie Chan', power: 7000 }, { name: 'Jet Li', power: 8000 }],
  get filteredData() {
    const key = this.sortKey, q = this.query.toLowerCase(), order = this.sortOrders[key] || 1
    let d = this.data.filter(row => Object.keys(row).some(k => String(row[k]).toLowerCase().indexOf(q) > -1))
    if (key) d = d.slice().sort((a, b) => { a = a[key]; b = b[key]; return (a === b ? 0 : a > b ? 1 : -1) * order })
    return d
  },
  capitalize(s) { return s.charAt(0).toUpperCase() + s.slice(1) }
}">
  <form id="search">Search <input name="query" v-model="query"></form>
  <table v-if="filteredData.length">
    <thead><tr><th v-for="key in columns" @click="sortBy(key)" :class="{ active: sortKey == key }">{{ capitalize(key) }}
      <span class="arrow" :class="sortOrders[key] > 0 ? 'asc' : 'dsc'"></span></th></tr></thead>
    <tbody><tr v-for="entry in filteredData"><td v-for="key in columns">{{entry[key]}}</td></tr></tbody>
  </table>
  <p v-else>No matches found.</p>
</div>"""

CASES = [
    Case("hunt_pages_svg_stats", SVG_STATS),
    Case("hunt_pages_tree", TREE),
    Case("hunt_pages_todomvc", TODOMVC),
    Case("hunt_pages_grid", GRID),
    Case("hunt_pages_grid_no_match", GRID.replace("query: 'a'", "query: 'zzz'")),
]
